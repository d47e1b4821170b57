import { START_ENTRY_ATTRIBUTE, startAfterFirstScreen } from './start-after-first-screen';

const tag = document.querySelector(`script[${START_ENTRY_ATTRIBUTE}]`);
if (tag) startAfterFirstScreen(tag, window);
