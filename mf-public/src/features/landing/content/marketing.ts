/**
 * The landing page's words, kept out of the components so copy changes never touch layout. The social proof and
 * testimonials are static marketing text, as spec section 1 says.
 */

export type FeatureIcon = 'photos' | 'location' | 'sharing' | 'reminders' | 'memories' | 'privacy';

export interface Feature {
  icon: FeatureIcon;
  title: string;
  text: string;
}

export const FEATURES: readonly Feature[] = [
  {
    icon: 'photos',
    title: 'Photos and life story',
    text: 'A portrait and a photo of the grave, dates, an epitaph and the story of a life, told the way your family remembers it.',
  },
  {
    icon: 'location',
    title: 'The place they rest',
    text: 'Pin the cemetery, section and plot on a map, so anyone visiting for the first time can find the way.',
  },
  {
    icon: 'sharing',
    title: 'Shared with family',
    text: 'Invite relatives as viewers or as editors who help keep the memorial up to date.',
  },
  {
    icon: 'reminders',
    title: 'Gentle reminders',
    text: 'Never miss a visit, a birthday or an anniversary: reminders once or on a schedule that repeats.',
  },
  {
    icon: 'memories',
    title: 'Memories from visitors',
    text: 'Friends and family leave their own memories on a public memorial, gathered in one place.',
  },
  {
    icon: 'privacy',
    title: 'Private or public',
    text: 'Keep a memorial to yourself and those you invite, or open it to anyone with the link. You decide, any time.',
  },
];

export interface Step {
  title: string;
  text: string;
}

export const STEPS: readonly Step[] = [
  {
    title: 'Create your account',
    text: 'Sign up for free in a minute. No card is needed for the Free plan.',
  },
  {
    title: 'Add a memorial',
    text: 'Enter the name and dates, add photos, the story and the place of rest, step by step.',
  },
  {
    title: 'Share and remember',
    text: 'Invite family, share the link or its QR code, and set reminders for the days that matter.',
  },
];

export interface ProofFigure {
  value: string;
  label: string;
}

export const SOCIAL_PROOF: readonly ProofFigure[] = [
  { value: '10,000+', label: 'families' },
  { value: '50,000+', label: 'memories preserved' },
  { value: '4.9/5', label: 'average rating' },
];

export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'My grandmother’s grave is three hours away. Now the whole family can see her photos, read her story and know exactly where she rests.',
    name: 'Margaret T.',
    detail: 'Columbus, Ohio',
  },
  {
    quote:
      'The reminders bring us together every year on Dad’s birthday. My brothers add their memories from across the country.',
    name: 'David R.',
    detail: 'Austin, Texas',
  },
  {
    quote:
      'Simple, calm and respectful. I built a memorial for my mother in an evening and shared it with her friends from church.',
    name: 'Linda K.',
    detail: 'Portland, Oregon',
  },
];
