import { familyTreeLayout, type Relative, TREE } from '@evergreen/domain/family';
import { lifeYears } from '@evergreen/domain/memorials';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import classes from './FamilyTree.module.css';
import { RELATION_NAMES } from './relation-text';

export interface FamilyTreeProps<R extends Relative> {
  /** The memorial the tree is drawn around. */
  name: string;
  relatives: readonly R[];
  /** Where a relative's box leads. */
  hrefOf: (relative: R) => string;
}

const years = (relative: Relative) =>
  lifeYears({ birth_date: relative.birthDate, death_date: relative.deathDate });

/**
 * A small family tree of the linked memorials: parents above, siblings and spouses beside, children below
 * (familyTreeLayout). Plain boxes over an SVG of lines; the lines are decoration, each box says its relation.
 * Drawn for the width its card gives it, measured again when the screen turns: stacked on a phone rather than
 * scrolled sideways.
 */
export function FamilyTree<R extends Relative>({ name, relatives, hrefOf }: FamilyTreeProps<R>) {
  const { t, i18n } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  // Unknown until measured (the server's first HTML): the spread-out tree, which the first client render keeps.
  const [room, setRoom] = useState<number>();
  const layout = familyTreeLayout(relatives, room);
  const box = { width: layout.nodeWidth, height: TREE.nodeHeight };
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // A hidden card measures 0: nothing to fit yet.
    const measure = () => setRoom(element.clientWidth > 0 ? element.clientWidth : undefined);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <figure aria-label={t`Family tree of ${name}`} style={{ margin: 0 }}>
      <div className={classes.scroller} ref={scroller}>
        <div className={classes.canvas} style={{ width: layout.width, height: layout.height }}>
          <svg
            className={classes.lines}
            width={layout.width}
            height={layout.height}
            aria-hidden="true"
            focusable="false"
          >
            {layout.edges.map((edge) => (
              <polyline
                key={edge.points.map((point) => point.join(',')).join(' ')}
                className={classes.line}
                points={edge.points.map((point) => point.join(',')).join(' ')}
              />
            ))}
          </svg>
          {layout.nodes.map(({ relative, x, y }) =>
            relative === null ? (
              <div
                key="self"
                className={`${classes.node} ${classes.self}`}
                style={{ insetInlineStart: x, top: y, ...box }}
                aria-current="page"
              >
                <span className={classes.name} dir="auto">
                  {name}
                </span>
                <span className={classes.detail}>
                  <Trans>This memorial</Trans>
                </span>
              </div>
            ) : (
              <Link
                key={relative.linkId}
                to={hrefOf(relative)}
                className={classes.node}
                style={{ insetInlineStart: x, top: y, ...box }}
                title={relative.name}
              >
                <span className={classes.name} dir="auto">
                  {relative.name}
                </span>
                <span className={classes.detail}>
                  {[i18n._(RELATION_NAMES[relative.relation]), years(relative)].filter(Boolean).join(' · ')}
                </span>
              </Link>
            ),
          )}
        </div>
      </div>
    </figure>
  );
}
