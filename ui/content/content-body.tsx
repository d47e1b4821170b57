import type { ContentBlock, ContentSection } from './content.model';

/** One paragraph or list of static text. */
export function ContentBlockView({ block }: { readonly block: ContentBlock }) {
  if (block.kind === 'list') {
    return (
      <ul className="prose__list">
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return <p>{block.text}</p>;
}

/** Titled sections of static text, each heading one level below `level`. */
export function ContentSections({
  sections,
  level = 2,
}: {
  readonly sections: readonly ContentSection[];
  readonly level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className="prose__section">
          <Heading>{section.heading}</Heading>
          {section.blocks.map((block, index) => (
            <ContentBlockView key={index} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}

export { formatDate } from '../format/date';
