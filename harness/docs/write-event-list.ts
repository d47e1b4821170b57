import { readFile, writeFile } from 'node:fs/promises';
import { EVENTS_DOC_PATH, eventListMarkdown, listedEvents, withEventList } from './event-list';

const doc = await readFile(EVENTS_DOC_PATH, 'utf8');
const written = withEventList(doc, eventListMarkdown(listedEvents()));
await writeFile(EVENTS_DOC_PATH, written);
console.log(written === doc ? 'docs/events.md: the event list was current' : 'docs/events.md: wrote the event list');
