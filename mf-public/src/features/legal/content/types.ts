/** A legal page as data: the renderer draws the table of contents and the sections from it. */

/** A paragraph, or a bulleted list of short items. */
export type LegalBlock = string | { readonly list: readonly string[] };

export interface LegalSection {
  /** The anchor of the section (its table-of-contents link is #id). */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** The document title and meta description of the page. */
  metaTitle: string;
  metaDescription: string;
  /** 'MMMM d, yyyy', as the spec formats dates. */
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}
