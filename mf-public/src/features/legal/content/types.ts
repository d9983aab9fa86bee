import type { I18n, MessageDescriptor } from '@lingui/core';

/** A legal page as data: the renderer draws the table of contents and the sections from it. */

/** A message, or a text composed in the reader's language when drawn (e.g. a plan's line from the plan table). */
export type LegalText = MessageDescriptor | ((i18n: I18n) => string);

/** A paragraph, or a bulleted list of short items. */
export type LegalBlock = LegalText | { readonly list: readonly LegalText[] };

export interface LegalSection {
  /** The anchor of the section (its table-of-contents link is #id). */
  id: string;
  heading: MessageDescriptor;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: MessageDescriptor;
  /** The document title and meta description of the page. */
  metaTitle: MessageDescriptor;
  metaDescription: MessageDescriptor;
  /** yyyy-MM-dd, drawn in the reader's language ("November 23, 2026" in English, as the spec formats dates). */
  lastUpdated: string;
  intro: MessageDescriptor;
  sections: readonly LegalSection[];
}

export function textOf(text: LegalText, i18n: I18n): string {
  return typeof text === 'function' ? text(i18n) : i18n._(text);
}
