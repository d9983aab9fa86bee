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

/**
 * Sizes of the family tree drawing, in CSS pixels. A tree stacked to fit a narrow screen gives its boxes the width
 * there is, between `minNodeWidth` and `maxNodeWidth` (a phone's one column shows longer names in full).
 */
export const TREE = {
  nodeWidth: 168,
  minNodeWidth: 150,
  maxNodeWidth: 280,
  nodeHeight: 60,
  gapX: 20,
  gapY: 48,
  padding: 8,
} as const;

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
  /** Every box's width: TREE.nodeWidth, or in a tree stacked to fit what the room allows (TREE's min to max). */
  nodeWidth: number;
  nodes: TreeNode<R>[];
  edges: TreeEdge[];
}

function generations<R extends Relative>(relatives: readonly R[]) {
  const of = (relation: FamilyRelation) =>
    relatives.filter((relative) => relative.relation === relation).sort(compareRelatives);
  return { parents: of('parent'), children: of('child'), siblings: of('sibling'), spouses: of('spouse') };
}

/**
 * A small family tree around one memorial, as wide as `maxWidth` allows (CSS pixels; unlimited when not given).
 * Spread out when it fits: parents in the row above, siblings to its left and spouses to its right in its own row,
 * children in the row below, parents and children centred over the memorial's box. Lines run from the middle of
 * a box's edge, parents and children through a bus halfway between the rows. Narrower than that (a phone), the
 * tree is stacked instead (stackedTreeLayout), so it never needs a sideways scroll.
 */
export function familyTreeLayout<R extends Relative>(
  relatives: readonly R[],
  maxWidth = Number.POSITIVE_INFINITY,
): TreeLayout<R> {
  const spread = spreadTreeLayout(relatives);
  return spread.width <= maxWidth ? spread : stackedTreeLayout(relatives, maxWidth);
}

function spreadTreeLayout<R extends Relative>(relatives: readonly R[]): TreeLayout<R> {
  const { nodeWidth: w, nodeHeight: h, gapX, gapY, padding } = TREE;
  const { parents, children, siblings, spouses } = generations(relatives);
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
  return { width, height, nodeWidth: w, nodes, edges: treeEdges(nodes, w) };
}

/**
 * The tree for a narrow screen: the same three generations from top to bottom, each wrapped into as many boxes a
 * line as fit, boxes as wide as the room allows (down to TREE.minNodeWidth, up to TREE.maxNodeWidth). The memorial
 * opens its generation at the left, its spouses right after it (beside it, or under it when the line is full),
 * then its siblings; a parent or child alone sits straight above or below it.
 */
export function stackedTreeLayout<R extends Relative>(
  relatives: readonly R[],
  maxWidth: number,
): TreeLayout<R> {
  const { nodeHeight: h, gapX, gapY, padding } = TREE;
  const { parents, children, siblings, spouses } = generations(relatives);
  const inner = maxWidth - 2 * padding;
  const columns = Math.max(1, Math.floor((inner + gapX) / (TREE.minNodeWidth + gapX)));
  const w = Math.max(
    TREE.minNodeWidth,
    Math.min(TREE.maxNodeWidth, Math.floor((inner - (columns - 1) * gapX) / columns)),
  );
  const blocks = [parents, [null, ...spouses, ...siblings], children].filter((block) => block.length > 0);
  const nodes: TreeNode<R>[] = [];
  let y = padding;
  let widest = 0;
  for (const block of blocks) {
    const lines = Math.ceil(block.length / columns);
    block.forEach((relative, index) => {
      const column = index % columns;
      nodes.push({
        relative,
        x: padding + column * (w + gapX),
        y: y + Math.floor(index / columns) * (h + gapX),
      });
    });
    widest = Math.max(widest, Math.min(block.length, columns));
    y += lines * h + (lines - 1) * gapX + gapY;
  }
  const width = widest * w + (widest - 1) * gapX + 2 * padding;
  return { width, height: y - gapY + padding, nodeWidth: w, nodes, edges: treeEdges(nodes, w) };
}

/**
 * The lines between the boxes: parents and children through a bus halfway between their generation and the
 * memorial's; a spouse or sibling across the gap to the box before it in its line, or up to the box above it
 * when it starts a line of its own.
 */
function treeEdges<R extends Relative>(nodes: readonly TreeNode<R>[], w: number): TreeEdge[] {
  const { nodeHeight: h, gapX, gapY } = TREE;
  const self = nodes.find((node) => node.relative === null);
  if (!self) throw new Error('the memorial is always drawn');
  const centre = (node: TreeNode<R>) => node.x + w / 2;
  const bottomOf = (relation: FamilyRelation | null) =>
    Math.max(
      ...nodes
        .filter((node) => {
          const kind = node.relative?.relation ?? null;
          return relation === 'parent' ? kind === 'parent' : kind !== 'parent' && kind !== 'child';
        })
        .map((node) => node.y + h),
    );
  const edges: TreeEdge[] = [];
  for (const node of nodes) {
    if (node === self) continue;
    const relation = node.relative?.relation;
    if (relation === 'parent') {
      const bus = bottomOf('parent') + gapY / 2;
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
      const bus = bottomOf(null) + gapY / 2;
      edges.push({
        kind: 'child',
        points: [
          [centre(self), self.y + h],
          [centre(self), bus],
          [centre(node), bus],
          [centre(node), node.y],
        ],
      });
    } else if (node.y === self.y) {
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
    } else {
      // Stacked under the memorial's line: up to the box above, which continues the same chain.
      const above = Math.max(
        ...nodes.filter((other) => other.x === node.x && other.y < node.y).map((other) => other.y),
      );
      edges.push({
        kind: 'beside',
        points: [
          [centre(node), node.y],
          [centre(node), above + h],
        ],
      });
    }
  }
  return edges;
}
