import type { FamilyRelation } from '@evergreen/domain/family';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/**
 * The relations in the reader's language (RELATION_LABELS of the domain holds the English): a relative's relation,
 * a group's title by how many it holds, and the name of the button that removes a link.
 */
export const RELATION_NAMES: Record<FamilyRelation, MessageDescriptor> = {
  parent: msg`Parent`,
  child: msg`Child`,
  spouse: msg`Spouse`,
  sibling: msg`Sibling`,
};

/** "Parent" or "Parents", as many as the group holds. */
export function relationGroupTitle(i18n: I18n, relation: FamilyRelation, count: number): string {
  switch (relation) {
    case 'parent':
      return i18n._(msg`${plural(count, { one: 'Parent', other: 'Parents' })}`);
    case 'child':
      return i18n._(msg`${plural(count, { one: 'Child', other: 'Children' })}`);
    case 'spouse':
      return i18n._(msg`${plural(count, { one: 'Spouse', other: 'Spouses' })}`);
    case 'sibling':
      return i18n._(msg`${plural(count, { one: 'Sibling', other: 'Siblings' })}`);
  }
}

/** The accessible name of a link's "Remove" button: "Remove Ann Lee (parent)". */
export function removeLinkLabel(i18n: I18n, relation: FamilyRelation, name: string): string {
  switch (relation) {
    case 'parent':
      return i18n._(msg`Remove ${name} (parent)`);
    case 'child':
      return i18n._(msg`Remove ${name} (child)`);
    case 'spouse':
      return i18n._(msg`Remove ${name} (spouse)`);
    case 'sibling':
      return i18n._(msg`Remove ${name} (sibling)`);
  }
}
