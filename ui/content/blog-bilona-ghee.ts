import { list, p, type BlogArticle } from './content.model';

export const BILONA_GHEE_ARTICLE: BlogArticle = {
  slug: 'a2-bilona-ghee-explained',
  title: 'A2 bilona ghee, explained without the hype',
  summary:
    'What "A2" and "bilona" actually mean, how bilona ghee is made from curd rather than cream, and how to tell good ghee by look, smell and grain.',
  published: '2024-04-02',
  readingMinutes: 6,
  shopCategories: ['ghee'],
  sections: [
    {
      heading: 'Two words on the label',
      blocks: [
        p(
          '"A2" and "bilona" describe two different things. A2 is about the milk: it refers to the type of beta-casein protein in it. Milk from many indigenous Indian cow breeds such as Gir and Sahiwal carries mainly the A2 form. Bilona is about the method: the traditional way of churning curd to get butter, which is then simmered into ghee.',
        ),
        p(
          'A ghee can be one without the other, so it is worth knowing which you are paying for. Ours is both: made from the milk of desi cows and prepared by the bilona method.',
        ),
      ],
    },
    {
      heading: 'How bilona ghee is made',
      blocks: [
        list(
          'Whole milk is boiled and cooled, then set overnight into curd with a little starter from the previous batch.',
          'The curd is churned with a wooden churner, the bilona, moving in both directions, until white butter (makkhan) rises and separates from the buttermilk.',
          'The butter is gently simmered in an open pan. The water cooks off, the milk solids turn golden and sink, and the clear ghee is strained off.',
        ),
        p(
          'Most commercial ghee skips the curd step and heats cream or butter made directly from milk. It is quicker and uses less milk. Bilona ghee needs roughly 25 to 30 litres of milk for a litre of ghee, which is why it costs more.',
        ),
      ],
    },
    {
      heading: 'What you notice in the kitchen',
      blocks: [
        p(
          'Because the butter comes from cultured curd, bilona ghee has a faint tang and a deeper, caramel-like aroma. It sets into a coarse, grainy texture (danedar) at room temperature and melts clear and golden. The colour varies with the season and the cows\u2019 fodder: more yellow in the monsoon months when they graze on fresh green grass.',
        ),
        p(
          'Ghee has a high smoke point, so it is well suited to tadka and shallow frying. A spoonful over hot dal, khichdi or a fresh roti is where its flavour shows best.',
        ),
      ],
    },
    {
      heading: 'Storing ghee',
      blocks: [
        list(
          'Always use a dry spoon; water is what spoils ghee.',
          'Keep the jar closed and away from the stove. It keeps well for several months at room temperature.',
          'Do not worry if it is liquid in summer and grainy in winter: that is normal for pure ghee.',
        ),
        p('As with any fat, enjoy it in moderation as part of a balanced diet.'),
      ],
    },
  ],
};
