import { list, p, type BlogArticle } from './content.model';

export const COLD_PRESSED_OILS_ARTICLE: BlogArticle = {
  slug: 'cold-pressed-oils-kachi-ghani',
  title: 'Kachi ghani: a guide to cold-pressed cooking oils',
  summary:
    'How wood-pressed oils are made, why they smell and look different from refined oil, and which one to use for tadka, frying and salads.',
  published: '2024-05-20',
  readingMinutes: 6,
  shopCategories: ['cold-pressed-oils', 'heart-friendly'],
  sections: [
    {
      heading: 'Pressed, not refined',
      blocks: [
        p(
          'Kachi ghani, or wood pressing, is the way oil was made in Indian villages for centuries. Seeds are crushed slowly in a wooden mortar (traditionally acacia or tamarind wood) turned by a bullock, and today usually by a slow electric motor. The friction stays gentle, so the oil comes out at a low temperature.',
        ),
        p(
          'Most supermarket oils are refined instead: the seeds are pressed hot or dissolved with solvents, and the oil is then bleached and deodorised so that it is clear and neutral in smell. That process strips much of what gives each oil its character, including its natural colour, aroma and some of the fat-soluble antioxidants.',
        ),
      ],
    },
    {
      heading: 'What makes cold-pressed oil look different',
      blocks: [
        list(
          'Colour: mustard oil is a deep amber, groundnut oil pale gold, sesame oil light brown. Refined oils are uniformly pale.',
          'Aroma: each oil smells of its seed. Kachi ghani mustard has its famous pungency; groundnut oil smells of roasted peanuts.',
          'Sediment: a little settling at the bottom of the bottle is normal for unrefined, filtered oil.',
        ),
      ],
    },
    {
      heading: 'Which oil for which dish',
      blocks: [
        list(
          'Mustard oil: the soul of Bengali, Punjabi and Bihari cooking, of pickles and of fish curries. Heat it until it just starts to smoke, then lower the heat before adding spices.',
          'Groundnut oil: a mild, all-purpose oil for everyday sabzi and for deep frying pakoras and puris; it handles high heat well.',
          'Sesame (til) oil: used across South India for tempering, for podi and in traditional oil baths. Try it in chutneys.',
          'Coconut oil: the everyday oil of Kerala and coastal Karnataka, for avial, thoran and appam.',
        ),
        p(
          'Rotating between two or three oils over the week gives your family a better balance of fatty acids than sticking to any single one.',
        ),
      ],
    },
    {
      heading: 'Storing and using',
      blocks: [
        p(
          'Keep bottles closed, away from sunlight and the stove, and use them within six months of opening. Never reuse oil that has been heated to smoking more than once. And remember that cold-pressed does not mean calorie-free: a tablespoon is still a tablespoon.',
        ),
      ],
    },
  ],
};
