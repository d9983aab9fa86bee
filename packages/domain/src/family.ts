/**
 * Family links between memorials (issue 15, Family plan). The database stores one row per linked pair and
 * enforces who may link what (backend supabase/schemas/80_family.sql); these are the rules the page follows to show them.
 */

/** What a relative is to a memorial: its parent, child, spouse or sibling. */
export type FamilyRelation = 'parent' | 'child' | 'spouse' | 'sibling';

/** In the order the Family section lists them: the generation above, beside, then below. */
export const FAMILY_RELATIONS: readonly FamilyRelation[] = ['parent', 'spouse', 'sibling', 'child'];

export const RELATION_LABELS: Record<FamilyRelation, { one: string; many: string }> = {
  parent: { one: 'Parent', many: 'Parents' },
  child: { one: 'Child', many: 'Children' },
  spouse: { one: 'Spouse', many: 'Spouses' },
  sibling: { one: 'Sibling', many: 'Siblings' },
};

export function isFamilyRelation(value: unknown): value is FamilyRelation {
  return typeof value === 'string' && (FAMILY_RELATIONS as readonly string[]).includes(value);
}

/** The relation seen from the other memorial: A is B's parent means B is A's child. */
export function inverseRelation(relation: FamilyRelation): FamilyRelation {
  if (relation === 'parent') return 'child';
  if (relation === 'child') return 'parent';
  return relation;
}

/** A linked memorial as one memorial sees it. */
export interface Relative {
  linkId: string;
  id: string;
  relation: FamilyRelation;
  name: string;
  birthDate: string | null;
  deathDate: string | null;
}

export interface RelativeGroup<R extends Relative = Relative> {
  relation: FamilyRelation;
  /** "Parent" or "Parents", as many as there are. */
  title: string;
  relatives: R[];
}

/** Oldest first (by birth date, undated last), then by name: how a family is usually read. */
export function compareRelatives(a: Relative, b: Relative): number {
  if (a.birthDate !== b.birthDate) {
    if (a.birthDate === null) return 1;
    if (b.birthDate === null) return -1;
    return a.birthDate < b.birthDate ? -1 : 1;
  }
  return a.name.localeCompare(b.name);
}

/** The relatives by relation, in FAMILY_RELATIONS order, without empty groups. */
export function groupRelatives<R extends Relative>(relatives: readonly R[]): RelativeGroup<R>[] {
  return FAMILY_RELATIONS.flatMap((relation) => {
    const members = relatives.filter((relative) => relative.relation === relation).sort(compareRelatives);
    if (members.length === 0) return [];
    const label = RELATION_LABELS[relation];
    return [{ relation, title: members.length === 1 ? label.one : label.many, relatives: members }];
  });
}

/** The sentence for one link, from the memorial's side: "Ann Lee is the parent of John Lee." */
export function relationSentence(relative: string, relation: FamilyRelation, memorial: string): string {
  return `${relative} is the ${RELATION_LABELS[relation].one.toLowerCase()} of ${memorial}.`;
}

/** Sizes of the family tree drawing, in CSS pixels. */
export const TREE = { nodeWidth: 168, nodeHeight: 60, gapX: 20, gapY: 48, padding: 8 } as const;

export interface TreeNode<R extends Relative = Relative> {
  /** The memorial itself (null) or one of its relatives. */
  relative: R | null;
  x: number;
  y: number;
}

/** A line of the drawing: `parent` from a parent down to the memorial, `child` down to a child, `beside` across. */
export interface TreeEdge {
  kind: 'parent' | 'child' | 'beside';
  points: readonly (readonly [number, number])[];
}

export interface TreeLayout<R extends Relative = Relative> {
  width: number;
  height: number;
  nodes: TreeNode<R>[];
  edges: TreeEdge[];
}

/**
 * A small family tree around one memorial: parents in the row above, siblings to its left and spouses to its
 * right in its own row, children in the row below, parents and children centred over the memorial's box. Lines run
 * from the middle of a box's edge, parents and children through a bus halfway between the rows.
 */
export function familyTreeLayout<R extends Relative>(relatives: readonly R[]): TreeLayout<R> {
  const { nodeWidth: w, nodeHeight: h, gapX, gapY, padding } = TREE;
  const of = (relation: FamilyRelation) =>
    relatives.filter((relative) => relative.relation === relation).sort(compareRelatives);
  const parents = of('parent');
  const children = of('child');
  const siblings = of('sibling');
  const spouses = of('spouse');
  const middle: (R | null)[] = [...siblings, null, ...spouses];
  const rowWidth = (count: number) => count * w + (count - 1) * gapX;
  // Parents and children are centred over the memorial's own box, wherever siblings put it in its row.
  const selfCentre = siblings.length * (w + gapX) + w / 2;
  const rows = [
    { members: parents, left: selfCentre - rowWidth(parents.length) / 2 },
    { members: middle, left: 0 },
    { members: children, left: selfCentre - rowWidth(children.length) / 2 },
  ].filter((row) => row.members.length > 0);
  const minLeft = Math.min(...rows.map((row) => row.left));
  const maxRight = Math.max(...rows.map((row) => row.left + rowWidth(row.members.length)));
  const width = maxRight - minLeft + 2 * padding;
  const height = rows.length * h + (rows.length - 1) * gapY + 2 * padding;

  const nodes: TreeNode<R>[] = [];
  rows.forEach((row, rowIndex) => {
    const y = padding + rowIndex * (h + gapY);
    row.members.forEach((relative, column) => {
      nodes.push({ relative, x: padding + row.left - minLeft + column * (w + gapX), y });
    });
  });

  const self = nodes.find((node) => node.relative === null);
  if (!self) throw new Error('the memorial is always drawn');
  const centre = (node: TreeNode<R>) => node.x + w / 2;
  const edges: TreeEdge[] = [];
  for (const node of nodes) {
    if (node === self) continue;
    const relation = node.relative?.relation;
    if (relation === 'parent') {
      const bus = node.y + h + gapY / 2;
      edges.push({
        kind: 'parent',
        points: [
          [centre(node), node.y + h],
          [centre(node), bus],
          [centre(self), bus],
          [centre(self), self.y],
        ],
      });
    } else if (relation === 'child') {
      const bus = self.y + h + gapY / 2;
      edges.push({
        kind: 'child',
        points: [
          [centre(self), self.y + h],
          [centre(self), bus],
          [centre(node), bus],
          [centre(node), node.y],
        ],
      });
    } else {
      // Beside: across the gap towards the memorial, so a row of siblings or spouses reads as one chain.
      const toLeft = node.x < self.x;
      const mid = node.y + h / 2;
      const edge = toLeft ? node.x + w : node.x;
      edges.push({
        kind: 'beside',
        points: [
          [edge, mid],
          [toLeft ? edge + gapX : edge - gapX, mid],
        ],
      });
    }
  }
  return { width, height, nodes, edges };
}
