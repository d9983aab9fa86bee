import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The landing page's words, kept out of the components so copy changes never touch layout. The social proof and
 * testimonials are static marketing text, as spec section 1 says. Messages, translated where they are drawn.
 */

export type FeatureIcon = 'photos' | 'location' | 'sharing' | 'reminders' | 'memories' | 'privacy';

export interface Feature {
  icon: FeatureIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

export const FEATURES: readonly Feature[] = [
  {
    icon: 'photos',
    title: msg`Photos and life story`,
    text: msg`A portrait and a photo of the grave, dates, an epitaph and the story of a life, told the way your family remembers it.`,
  },
  {
    icon: 'location',
    title: msg`The place they rest`,
    text: msg`Pin the cemetery, section and plot on a map, so anyone visiting for the first time can find the way.`,
  },
  {
    icon: 'sharing',
    title: msg`Shared with family`,
    text: msg`Invite relatives as viewers or as editors who help keep the memorial up to date.`,
  },
  {
    icon: 'reminders',
    title: msg`Gentle reminders`,
    text: msg`Never miss a visit, a birthday or an anniversary: reminders once or on a schedule that repeats.`,
  },
  {
    icon: 'memories',
    title: msg`Memories from visitors`,
    text: msg`Friends and family leave their own memories on a public memorial, gathered in one place.`,
  },
  {
    icon: 'privacy',
    title: msg`Private or public`,
    text: msg`Keep a memorial to yourself and those you invite, or open it to anyone with the link. You decide, any time.`,
  },
];

export interface Step {
  id: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

export const STEPS: readonly Step[] = [
  {
    id: 'account',
    title: msg`Create your account`,
    text: msg`Sign up for free in a minute. No card is needed for the Free plan.`,
  },
  {
    id: 'memorial',
    title: msg`Add a memorial`,
    text: msg`Enter the name and dates, add photos, the story and the place of rest, step by step.`,
  },
  {
    id: 'share',
    title: msg`Share and remember`,
    text: msg`Invite family, share the link or its QR code, and set reminders for the days that matter.`,
  },
];

export interface ProofFigure {
  id: string;
  value: MessageDescriptor;
  label: MessageDescriptor;
}

export const SOCIAL_PROOF: readonly ProofFigure[] = [
  { id: 'families', value: msg`10,000+`, label: msg`families` },
  { id: 'memories', value: msg`50,000+`, label: msg`memories preserved` },
  { id: 'rating', value: msg`4.9/5`, label: msg`average rating` },
];

export interface Testimonial {
  quote: MessageDescriptor;
  /** A person's name and town: the same in every language. */
  name: string;
  detail: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: msg`My grandmother’s grave is three hours away. Now the whole family can see her photos, read her story and know exactly where she rests.`,
    name: 'Margaret T.',
    detail: 'Columbus, Ohio',
  },
  {
    quote: msg`The reminders bring us together every year on Dad’s birthday. My brothers add their memories from across the country.`,
    name: 'David R.',
    detail: 'Austin, Texas',
  },
  {
    quote: msg`Simple, calm and respectful. I built a memorial for my mother in an evening and shared it with her friends from church.`,
    name: 'Linda K.',
    detail: 'Portland, Oregon',
  },
];
