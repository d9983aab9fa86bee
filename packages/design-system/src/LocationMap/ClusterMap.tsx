import type { LatLng } from '@evergreen/domain/map';
import { lazy, Suspense } from 'react';
import classes from './LocationMap.module.css';

export interface ClusterMapItem {
  id: string;
  point: LatLng;
  /** The pin's title: the memorial's name. */
  title: string;
}

export interface ClusterMapProps {
  /** Leaflet tile template from the app configuration. */
  tileUrl: string;
  items: readonly ClusterMapItem[];
  /** What the map shows, for screen readers, e.g. "Map of the results". */
  label: string;
  /** A single pin was chosen. */
  onSelect?: (id: string) => void;
  /** Where to look when there is no pin (a searched place), else the pins decide. */
  center?: LatLng;
}

// Leaflet (42 KiB gz) comes with the map, never with the page that holds it.
const LeafletClusterMap = lazy(() => import('./LeafletClusterMap'));

/** Pins of many places on one map, near ones grouped into a cluster with their count (clusterPoints). */
export function ClusterMap(props: ClusterMapProps) {
  const placeholder = (
    <section className={`${classes.map} ${classes.picture}`} aria-label={props.label} aria-busy="true" />
  );
  return (
    <Suspense fallback={placeholder}>
      <LeafletClusterMap {...props} />
    </Suspense>
  );
}
