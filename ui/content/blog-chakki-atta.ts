import { list, p, type BlogArticle } from './content.model';

export const CHAKKI_ATTA_ARTICLE: BlogArticle = {
  slug: 'why-fresh-chakki-atta-tastes-better',
  title: 'Why fresh chakki atta makes softer rotis',
  summary:
    'What happens to wheat between the stone and your tawa, and why atta milled this week behaves differently from atta milled months ago.',
  published: '2024-03-12',
  readingMinutes: 5,
  shopCategories: ['fresh-chakki-atta'],
  sections: [
    {
      heading: 'The flour your grandmother bought',
      blocks: [
        p(
          'Until a generation ago most Indian families did not buy atta at all. They bought wheat, cleaned it at home, and carried a tin to the neighbourhood chakki every week or two. The flour came back warm, slightly coarse and smelling of roasted grain. Rotis made from it puffed easily and stayed soft well into the evening.',
        ),
        p(
          'Packaged atta changed the routine but not the chemistry. Wheat flour starts to change as soon as the grain is broken open, and the longer it sits, the more of that fresh character it loses.',
        ),
      ],
    },
    {
      heading: 'What a stone chakki does differently',
      blocks: [
        p(
          'Large roller mills separate wheat into bran, germ and endosperm, then blend some of them back. A stone chakki grinds the whole kernel in one pass between two slowly turning stones. That gives you three things in the bag:',
        ),
        list(
          'The bran, which holds most of the fibre and gives chakki atta its slightly darker colour.',
          'The germ, which carries natural oils and vitamin E, and much of the nutty aroma.',
          'A mix of fine and slightly coarser particles, which absorbs water more gradually and gives a dough that is easy to roll.',
        ),
        p(
          'Because the stones turn slowly, the flour stays cooler than it would in a high-speed mill, so less of that aroma is driven off during grinding.',
        ),
      ],
    },
    {
      heading: 'Why freshness matters',
      blocks: [
        p(
          'The oils in the germ are exactly what make whole-wheat flour go stale. Over weeks they oxidise, and the flour picks up a flat, cardboard-like taste. That is why we mill in small batches and pack the atta on the day it is ground, with the milling date printed on every pack.',
        ),
        p(
          'Fresh atta also needs slightly less water and kneads into a smoother, more elastic dough. If you are switching from an older packaged flour, start with a little less water than usual and add more a spoonful at a time.',
        ),
      ],
    },
    {
      heading: 'Getting the best from your atta',
      blocks: [
        list(
          'Store it in an airtight steel or glass container, away from the stove and direct sunlight.',
          'Use it within six to eight weeks of the milling date; in humid months, keep it in the fridge.',
          'Rest kneaded dough for 15 to 20 minutes under a damp cloth before rolling; the bran softens and the rotis puff better.',
          'Try our multigrain and millet blends once a week for variety; they follow the same fresh-milled rule.',
        ),
      ],
    },
  ],
};
