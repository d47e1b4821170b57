import { list, p, type BlogArticle } from './content.model';

export const MILLETS_ARTICLE: BlogArticle = {
  slug: 'millets-in-the-everyday-kitchen',
  title: 'Bringing millets back to the everyday kitchen',
  summary:
    'Bajra, jowar, ragi and their smaller cousins: what each tastes like, how to cook with them, and simple ways to add them to the meals you already make.',
  published: '2024-06-18',
  readingMinutes: 5,
  shopCategories: ['fresh-chakki-atta', 'diabetic-friendly', 'weight-loss'],
  sections: [
    {
      heading: 'The grains India grew first',
      blocks: [
        p(
          'Long before wheat and polished rice filled every plate, most of India ate millets. They grow on dry land with little water, they keep well, and each region had its own: bajra rotla in Gujarat and Rajasthan, jowar bhakri in Maharashtra, ragi mudde in Karnataka. 2023 was the International Year of Millets, and these grains are finding their way back into city kitchens.',
        ),
      ],
    },
    {
      heading: 'Getting to know them',
      blocks: [
        list(
          'Bajra (pearl millet): earthy and warming, traditionally eaten in winter with ghee and jaggery.',
          'Jowar (sorghum): mild and slightly sweet; the easiest millet to start with for rotis.',
          'Ragi (finger millet): rich in calcium, with a malty taste; wonderful in porridge, dosa and laddoo.',
          'Foxtail, little and kodo millets: small grains that cook like rice and work in khichdi, upma and pulao.',
        ),
        p(
          'Millets are naturally gluten-free and rich in fibre, which makes them digest more slowly than refined grains. If you are managing blood sugar or any health condition, talk to your doctor or dietitian about how much to include.',
        ),
      ],
    },
    {
      heading: 'Easy ways to start',
      blocks: [
        list(
          'Mix one part jowar or bajra atta into three parts wheat atta for your everyday rotis.',
          'Make ragi porridge for breakfast: two spoons of ragi flour cooked in milk or water with a little jaggery.',
          'Replace rice with foxtail millet in your next khichdi; use a little more water and cook a few minutes longer.',
          'Use ragi or multi-millet flour in cheela and dosa batters.',
        ),
      ],
    },
    {
      heading: 'Kneading millet dough',
      blocks: [
        p(
          'Without gluten, pure millet dough cracks if treated like wheat. Knead it with warm water, a little at a time, and make only as much as you will roll immediately. Pat bhakris by hand on a floured board, or roll between two sheets of butter paper. Because millet flours turn stale quickly, we mill them fresh to order, like our atta.',
        ),
      ],
    },
  ],
};
