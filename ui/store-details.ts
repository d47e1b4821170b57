/**
 * Everything about the store a page shows: its name, how to reach it, where it is, its social
 * and sister-brand links. The specification does not name the brand; this file is the one place
 * to change any of it.
 */
/** Digits only, with the country code, as wa.me expects. */
const WHATSAPP_NUMBER = '919876543210';

export const STORE_DETAILS = {
  name: 'Chakki Ghar',
  tagline: 'Fresh-milled atta, ghee and cold-pressed oils from our own chakki',
  copyrightYear: 2024,
  /** Shown to people, and dialled by `tel:` links (see {@link telHref}). */
  phone: '+91 98765 43210',
  email: 'care@chakkighar.in',
  whatsappNumber: WHATSAPP_NUMBER,
  whatsappEnquiry: 'Hello! I have a question about your products.',
  customerCareHours: 'Mon–Sat, 10:00 AM – 8:00 PM',
  company: {
    legalName: 'Chakki Ghar Foods Private Limited',
    address: ['Plot 42, Sector 18', 'Udyog Vihar Phase IV', 'Gurugram, Haryana 122015', 'India'],
    /** The FSSAI licence number (14 digits), which a food business must show where it sells online. */
    fssaiLicence: '10824999000417',
  },
  mapUrl: 'https://maps.google.com/?q=Udyog+Vihar+Phase+IV+Gurugram+Haryana',
  blogUrl: '/blogs',
  sisterBrand: { name: 'Ghar Ka Swad', url: 'https://gharkaswad.example.in' },
  social: {
    facebook: 'https://www.facebook.com/chakkighar',
    instagram: 'https://www.instagram.com/chakkighar',
    whatsapp: `https://wa.me/${WHATSAPP_NUMBER}`,
    google: 'https://g.page/chakkighar',
    youtube: 'https://www.youtube.com/@chakkighar',
  },
} as const;

/** A `tel:` link for a phone number as written for people. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The WhatsApp link that opens a chat with the store, the enquiry text filled in. */
export const whatsappHref = (text: string = STORE_DETAILS.whatsappEnquiry): string =>
  `https://wa.me/${STORE_DETAILS.whatsappNumber}?text=${encodeURIComponent(text)}`;
