import { describe, expect, it } from 'vitest';
import {
  type FamilyRelation,
  familyTreeLayout,
  groupRelatives,
  inverseRelation,
  isFamilyRelation,
  type Relative,
  relationSentence,
  TREE,
} from './family';

let next = 0;
const relative = (relation: FamilyRelation, name: string, birthDate: string | null = null): Relative => {
  next += 1;
  return { linkId: `l${next}`, id: `m${next}`, relation, name, birthDate, deathDate: null };
};

describe('family relations', () => {
  it('turn round from the other side: a parent is seen as a child, spouses and siblings stay', () => {
    expect(inverseRelation('parent')).toBe('child');
    expect(inverseRelation('child')).toBe('parent');
    expect(inverseRelation('spouse')).toBe('spouse');
    expect(inverseRelation('sibling')).toBe('sibling');
    for (const relation of ['parent', 'child', 'spouse', 'sibling'] as const) {
      expect(inverseRelation(inverseRelation(relation))).toBe(relation);
    }
  });

  it('know the four relations and nothing else', () => {
    expect(isFamilyRelation('spouse')).toBe(true);
    expect(isFamilyRelation('cousin')).toBe(false);
    expect(isFamilyRelation(undefined)).toBe(false);
  });

  it('say one link as a sentence', () => {
    expect(relationSentence('Ann Lee', 'parent', 'John Lee')).toBe('Ann Lee is the parent of John Lee.');
  });
});

describe('grouping relatives', () => {
  it('lists parents, spouses, siblings, children, oldest first, singular or plural titles', () => {
    const groups = groupRelatives([
      relative('child', 'Zoe', '1990-01-01'),
      relative('child', 'Adam', '1985-05-05'),
      relative('child', 'Undated'),
      relative('parent', 'Mother', '1920-01-01'),
      relative('sibling', 'Brother', '1950-01-01'),
    ]);
    expect(groups.map((group) => group.title)).toEqual(['Parent', 'Sibling', 'Children']);
    expect(groups[2]?.relatives.map((r) => r.name)).toEqual(['Adam', 'Zoe', 'Undated']);
  });

  it('breaks ties by name and leaves out empty groups', () => {
    const groups = groupRelatives([relative('spouse', 'Beth'), relative('spouse', 'Anna')]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ relation: 'spouse', title: 'Spouses' });
    expect(groups[0]?.relatives.map((r) => r.name)).toEqual(['Anna', 'Beth']);
    expect(groupRelatives([])).toEqual([]);
  });
});

describe('family tree layout', () => {
  const { nodeWidth: w, nodeHeight: h, gapX, gapY, padding } = TREE;

  it('draws the memorial alone when it has no relatives', () => {
    const layout = familyTreeLayout([]);
    expect(layout.nodes).toEqual([{ relative: null, x: padding, y: padding }]);
    expect(layout.edges).toEqual([]);
    expect(layout).toMatchObject({ width: w + 2 * padding, height: h + 2 * padding });
  });

  it('puts parents above, siblings left and spouses right, children below, centred on the memorial', () => {
    const mother = relative('parent', 'Mother', '1920-01-01');
    const father = relative('parent', 'Father', '1918-01-01');
    const sister = relative('sibling', 'Sister');
    const wife = relative('spouse', 'Wife');
    const son = relative('child', 'Son');
    const layout = familyTreeLayout([son, wife, mother, sister, father]);
    const at = (name: string | null) =>
      layout.nodes.find((node) => (node.relative?.name ?? null) === name) ?? { x: Number.NaN, y: Number.NaN };

    const rowWidth = 3 * w + 2 * gapX;
    expect(layout.width).toBe(rowWidth + 2 * padding);
    expect(layout.height).toBe(3 * h + 2 * gapY + 2 * padding);
    // Row by row: parents (oldest first), then sibling, memorial, spouse, then the child.
    expect(at('Father').y).toBe(padding);
    expect(at('Mother').y).toBe(padding);
    expect(at('Father').x).toBeLessThan(at('Mother').x);
    expect([at('Sister').y, at(null).y, at('Wife').y]).toEqual([
      padding + h + gapY,
      padding + h + gapY,
      padding + h + gapY,
    ]);
    expect(at('Sister').x).toBeLessThan(at(null).x);
    expect(at('Wife').x).toBeGreaterThan(at(null).x);
    expect(at('Son').y).toBe(padding + 2 * (h + gapY));
    // The middle row is the widest; the memorial sits in its centre and so does the lone child below it.
    expect(at(null).x + w / 2).toBe(layout.width / 2);
    expect(at('Son').x + w / 2).toBe(layout.width / 2);
    // Two parents centred above: their gap straddles the middle.
    expect((at('Father').x + w + at('Mother').x) / 2).toBe(layout.width / 2);
  });

  it('centres parents and children over the memorial, not over its row of siblings', () => {
    const layout = familyTreeLayout([
      relative('sibling', 'Elder'),
      relative('sibling', 'Younger'),
      relative('parent', 'Only parent'),
      relative('child', 'Only child'),
    ]);
    const x = (name: string | null) => layout.nodes.find((node) => (node.relative?.name ?? null) === name)?.x;
    expect(x('Only parent')).toBe(x(null));
    expect(x('Only child')).toBe(x(null));
    expect(x(null)).toBe(padding + 2 * (w + gapX));
    expect(layout.width).toBe(3 * w + 2 * gapX + 2 * padding);
  });

  it('joins parents down to the memorial and the memorial down to children, siblings and spouses across', () => {
    const parent = relative('parent', 'Parent');
    const child = relative('child', 'Child');
    const spouse = relative('spouse', 'Spouse');
    const sibling = relative('sibling', 'Sibling');
    const layout = familyTreeLayout([parent, child, spouse, sibling]);
    const self = layout.nodes.find((node) => node.relative === null);
    if (!self) throw new Error('no memorial');
    const byKind = (kind: string) => layout.edges.filter((edge) => edge.kind === kind);
    expect(layout.edges).toHaveLength(4);
    const [down] = byKind('parent');
    expect(down?.points.at(0)?.[1]).toBe(padding + h);
    expect(down?.points.at(-1)).toEqual([self.x + w / 2, self.y]);
    const [below] = byKind('child');
    expect(below?.points.at(0)).toEqual([self.x + w / 2, self.y + h]);
    // Across lines fill exactly the gap between neighbouring boxes.
    for (const edge of byKind('beside')) {
      const [from, to] = edge.points;
      expect(Math.abs((to?.[0] ?? 0) - (from?.[0] ?? 0))).toBe(gapX);
      expect(from?.[1]).toBe(self.y + h / 2);
    }
  });

  it('stacks the tree to fit a phone: no wider than the room it has, the spouse beside or under the memorial', () => {
    const family = [
      relative('parent', 'Father', '1905-02-11'),
      relative('spouse', 'Husband', '1929-11-20'),
      relative('sibling', 'Sister'),
    ];
    // The drawing a desktop gets is 3 boxes wide (sibling, memorial, spouse): a phone's card has ~300 px.
    expect(familyTreeLayout(family).width).toBe(3 * w + 2 * gapX + 2 * padding);
    expect(familyTreeLayout(family, 1000)).toEqual(familyTreeLayout(family));
    for (const maxWidth of [400, 311, 280, 200, 170]) {
      const layout = familyTreeLayout(family, maxWidth);
      const at = (name: string | null) =>
        layout.nodes.find((node) => (node.relative?.name ?? null) === name) ?? {
          x: Number.NaN,
          y: Number.NaN,
        };
      expect(layout.width, `${maxWidth}`).toBeLessThanOrEqual(maxWidth);
      expect(layout.nodeWidth).toBeGreaterThanOrEqual(TREE.minNodeWidth);
      for (const node of layout.nodes) {
        expect(node.x).toBeGreaterThanOrEqual(padding);
        expect(node.x + layout.nodeWidth).toBeLessThanOrEqual(layout.width - padding);
      }
      // The parent above the memorial, straight over it.
      expect(at('Father').y).toBeLessThan(at(null).y);
      expect(at('Father').x).toBe(at(null).x);
      // The spouse right after the memorial: beside it when two fit, else under it.
      const twoFit = maxWidth >= 2 * TREE.minNodeWidth + gapX + 2 * padding;
      if (twoFit) {
        expect(at('Husband')).toEqual({
          ...at('Husband'),
          x: at(null).x + layout.nodeWidth + gapX,
          y: at(null).y,
        });
      } else {
        expect(at('Husband')).toEqual({ ...at('Husband'), x: at(null).x, y: at(null).y + h + gapX });
        // One column: its boxes take the card's width, so longer names show in full.
        expect(layout.nodeWidth).toBe(Math.min(TREE.maxNodeWidth, maxWidth - 2 * padding));
      }
      // Every line still ends on a box's edge or on a bus; none leaves the drawing.
      for (const edge of layout.edges) {
        for (const [x, y] of edge.points) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(layout.width);
          expect(y).toBeLessThanOrEqual(layout.height);
        }
      }
      expect(layout.edges).toHaveLength(3);
    }
  });

  it('wraps a large generation into lines and never shrinks a box below its smallest width', () => {
    const children = ['A', 'B', 'C', 'D', 'E'].map((name) => relative('child', name));
    const layout = familyTreeLayout(children, 340);
    const rows = new Set(layout.nodes.filter((node) => node.relative).map((node) => node.y));
    expect(rows.size).toBe(3);
    expect(layout.width).toBeLessThanOrEqual(340);
    // Too narrow even for one box: the box keeps its smallest width (the card scrolls rather than crush it).
    expect(familyTreeLayout(children, 100).nodeWidth).toBe(TREE.minNodeWidth);
  });
});
