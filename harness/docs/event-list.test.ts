import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstDifference } from '../scenario/golden-trace';
import { EVENT_LIST_END, EVENT_LIST_START, EVENTS_DOC_PATH } from './event-list';
import { eventListMarkdown, listedEvents, withEventList } from './event-list';

const events = listedEvents();

describe('the event list of docs/events.md', () => {
  it('is current (npm run docs:events writes it)', () => {
    const doc = readFileSync(EVENTS_DOC_PATH, 'utf8');
    expect(firstDifference(doc, withEventList(doc, eventListMarkdown(events)))).toBeNull();
  });

  it('differs once an event is renamed, so a stale list fails the test above', () => {
    const renamed = events.map((event) =>
      event.type === 'snackbar/opened' ? { ...event, type: 'snackbar/shown' as const } : event,
    );
    expect(eventListMarkdown(renamed as typeof events)).not.toBe(eventListMarkdown(events));
  });

  it('lists every event type once, intents (source ui) before the facts of their area', () => {
    const markdown = eventListMarkdown(events);
    for (const { type } of events) expect(markdown.split(`\`${type}\``)).toHaveLength(2);
    const snackbar = markdown.slice(markdown.indexOf('### snackbar'));
    const intent = snackbar.indexOf('| intent | `snackbar/closeRequested` | ui |');
    expect(intent).toBeGreaterThan(-1);
    expect(intent).toBeLessThan(snackbar.indexOf('| fact | `snackbar/opened` | core |'));
  });

  it('takes each description from the TSDoc comment on the event type', () => {
    const queryChange = events.find(({ type }) => type === 'search/queryChangeRequested');
    expect(queryChange?.description).toBe(
      "The search box's text changed (every keystroke); the core trims, defers and drops blank queries.",
    );
  });

  it('is written between the markers, and refuses a document without them', () => {
    const doc = `# Title\n\n${EVENT_LIST_START}\nold\n${EVENT_LIST_END}\n\nafter\n`;
    expect(withEventList(doc, 'new')).toBe(`# Title\n\n${EVENT_LIST_START}\n\nnew\n\n${EVENT_LIST_END}\n\nafter\n`);
    expect(() => withEventList('# Title\n', 'new')).toThrow(/markers/);
  });
});
