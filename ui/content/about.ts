import { STORE_DETAILS } from '../store-details';
import { list, p, type ContentDocument } from './content.model';

export const ABOUT_US: ContentDocument = {
  title: 'About Us',
  summary: `${STORE_DETAILS.name} brings the neighbourhood chakki back: flour milled when you order it, ghee made the bilona way and oils pressed in wooden ghanis.`,
  sections: [
    {
      heading: 'Our story',
      blocks: [
        p(
          `${STORE_DETAILS.name} began in 2019 with a single stone chakki in Gurugram and a simple idea: the atta on your table should be days old, not months. We bought wheat straight from farmers in Madhya Pradesh and Punjab, milled it each morning, and delivered to a few hundred families in our neighbourhood.`,
        ),
        p(
          'Those families asked for more: ghee like their grandmothers made, oil that smelt of mustard seed, dal that was not polished to a shine. Today we deliver across India, but we still mill in small batches and pack on the day we grind.',
        ),
      ],
    },
    {
      heading: 'What we believe in',
      blocks: [
        list(
          'Fresh-milled: flours are ground on stone after you order and carry their milling date.',
          'Cold-pressed: oils are pressed in wooden ghanis at low temperature, never refined or bleached.',
          'Bilona ghee: made from cultured curd of desi cows, churned by hand and slow-cooked.',
          'Unpolished: pulses and rice keep their natural coat and taste.',
          'Nothing added: no preservatives, colours or fillers in anything we sell.',
        ),
      ],
    },
    {
      heading: 'Our farmers',
      blocks: [
        p(
          'We buy directly from over 400 farmers and farmer producer organisations, pay them above the market rate, and work with many of them on moving to natural farming practices. Knowing where each lot comes from lets us trace every pack back to its field.',
        ),
      ],
    },
    {
      heading: 'Visit us',
      blocks: [
        p(
          `Our mill and store are at ${STORE_DETAILS.company.address.join(', ')}. Come see the chakki at work, taste our ghee and take home a pack of atta that is still warm.`,
        ),
      ],
    },
  ],
};
