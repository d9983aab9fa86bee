import type { LatLng } from '@evergreen/domain/map';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import classes from './LocationMap.module.css';

export interface LocationMapProps {
  /** Leaflet tile template from the app configuration. */
  tileUrl: string;
  point: LatLng;
  /** What the map shows, for screen readers, e.g. "Map of Evergreen Cemetery". */
  label: string;
}

// Leaflet is 42 KiB gz of script: a memorial page loads it only when its map is about to scroll into view.
const LeafletLocationMap = lazy(() => import('./LeafletLocationMap'));

/** How far below the fold a map starts loading, so it is drawn by the time a reader scrolls to it. */
const AHEAD = '400px';

/** Whether the element is, or has been, within AHEAD of the viewport (at once where nothing can observe). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * A map centred on a grave at zoom 15, with a marker. Until Leaflet has arrived, an empty region of the map's size
 * holds its place: nothing moves when the map appears.
 */
export function LocationMap(props: LocationMapProps) {
  const { ref, near } = useNearViewport<HTMLElement>();
  const placeholder = <section ref={ref} className={classes.map} aria-label={props.label} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LeafletLocationMap {...props} />
    </Suspense>
  );
}
