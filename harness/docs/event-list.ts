import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { EVENT_SOURCES, type EventSource, type EventType } from '../../core/events';

/** The folder the event type definitions are read from. */
export const CORE_FOLDER = path.resolve(import.meta.dirname, '../../core');

/** docs/events.md, whose list is written between {@link EVENT_LIST_START} and {@link EVENT_LIST_END}. */
export const EVENTS_DOC_PATH = path.resolve(import.meta.dirname, '../../docs/events.md');

export const EVENT_LIST_START = '<!-- event-list:start (npm run docs:events writes this list) -->';
export const EVENT_LIST_END = '<!-- event-list:end -->';

/** One event type as the list shows it. */
export interface ListedEvent {
  readonly type: EventType;
  readonly source: EventSource;
  /** The TSDoc comment on the type's definition, on one line; empty when it has none. */
  readonly description: string;
}

const commentText = (comment: string): string =>
  comment
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
    .filter((line) => line !== '')
    .join(' ');

function descriptionsIn(file: string, text: string): Map<string, string> {
  const descriptions = new Map<string, string>();
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node): void => {
    if (ts.isTypeAliasDeclaration(node) && ts.isUnionTypeNode(node.type)) {
      let from = node.type.pos;
      for (const member of node.type.types) {
        const type = ts.isTypeLiteralNode(member) ? literalType(member) : null;
        const comments = [...text.slice(from, member.getStart(source)).matchAll(/\/\*\*[\s\S]*?\*\//g)];
        const last = comments.at(-1);
        if (type !== null && last) descriptions.set(type, commentText(last[0]));
        from = member.end;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return descriptions;
}

function literalType(member: ts.TypeLiteralNode): string | null {
  for (const property of member.members) {
    if (!ts.isPropertySignature(property) || property.name.getText() !== 'type' || !property.type) continue;
    const literal = ts.isLiteralTypeNode(property.type) ? property.type.literal : null;
    if (literal && ts.isStringLiteral(literal)) return literal.text;
  }
  return null;
}

/** Every event type in {@link EVENT_SOURCES}'s order, with its source and the comment on its definition. */
export function listedEvents(coreFolder: string = CORE_FOLDER): readonly ListedEvent[] {
  const descriptions = new Map<string, string>();
  const files = readdirSync(coreFolder, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.events.ts'),
  );
  for (const file of files.sort()) {
    const text = readFileSync(path.join(coreFolder, file), 'utf8');
    for (const [type, description] of descriptionsIn(file, text)) descriptions.set(type, description);
  }
  return (Object.entries(EVENT_SOURCES) as [EventType, EventSource][]).map(([type, source]) => ({
    type,
    source,
    description: descriptions.get(type) ?? '',
  }));
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/**
 * The Markdown of the event list: one subsection per area (the part of the type before '/'), each a
 * table with the UI's intents first and then the facts, with where each fact comes from.
 */
export function eventListMarkdown(events: readonly ListedEvent[]): string {
  const areas = new Map<string, ListedEvent[]>();
  for (const event of events) {
    const area = event.type.slice(0, event.type.indexOf('/'));
    areas.set(area, [...(areas.get(area) ?? []), event]);
  }
  const sections = [...areas].map(([area, inArea]) => {
    const intents = inArea.filter(({ source }) => source === 'ui');
    const facts = inArea.filter(({ source }) => source !== 'ui');
    const rows = [
      ...intents.map(({ type, description }) => `| intent | \`${type}\` | ui | ${cell(description)} |`),
      ...facts.map(({ type, source, description }) => `| fact | \`${type}\` | ${source} | ${cell(description)} |`),
    ];
    const header = ['| Kind | Event | Source | What it says |', '| --- | --- | --- | --- |'];
    return [`### ${area}`, '', ...header, ...rows].join('\n');
  });
  return sections.join('\n\n');
}

/**
 * The events document with its event list replaced by `list`.
 * @throws Error when the document lacks the start or end marker.
 */
export function withEventList(doc: string, list: string): string {
  const start = doc.indexOf(EVENT_LIST_START);
  const end = doc.indexOf(EVENT_LIST_END);
  if (start === -1 || end < start) {
    throw new Error(`docs/events.md needs the markers ${EVENT_LIST_START} and ${EVENT_LIST_END}`);
  }
  return `${doc.slice(0, start + EVENT_LIST_START.length)}\n\n${list}\n\n${doc.slice(end)}`;
}
