import { readFile, writeFile } from 'node:fs/promises';
import { README_PATH, eventListMarkdown, listedEvents, withEventList } from './event-list';

const readme = await readFile(README_PATH, 'utf8');
const written = withEventList(readme, eventListMarkdown(listedEvents()));
await writeFile(README_PATH, written);
console.log(written === readme ? 'README.md: the event list was current' : 'README.md: wrote the event list');
