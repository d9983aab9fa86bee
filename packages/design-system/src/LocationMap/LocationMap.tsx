import { type LatLng, TILE_SIZE, tilesAround, ZOOM_WITH_POINT } from '@evergreen/domain/map';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import classes from './LocationMap.module.css';
import { PIN_ANCHOR, PIN_SVG } from './pin';

export interface LocationMapProps {
  /** Leaflet tile template from the app configuration. */
  tileUrl: string;
  point: LatLng;
  /** What the map shows, for screen readers, e.g. "Map of Evergreen Cemetery". */
  label: string;
}

// Leaflet is 42 KiB gz of script, and setting a map up is a long task on a phone: it comes when the map is on screen.
// Until then, and meanwhile, the map's picture shows the same view.
const LeafletLocationMap = lazy(() => import('./LeafletLocationMap'));

/**
 * Whether the element is, or has been, on screen (after the first render where nothing can observe). Never in the
 * first render: the server's markup (prerendered, no observer there) and the app's first render, which hydrates it,
 * both draw the picture.
 */
function useOnScreen<T extends Element>() {
  const ref = useRef<T | null>(null);
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (onScreen || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setOnScreen(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setOnScreen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onScreen]);
  return { ref, onScreen };
}

/**
 * The maps this picture covers at most (a phone's or a side column's width, the map's height): a wider one shows
 * the placeholder's background at its sides until Leaflet has drawn it. Every tile of it is fetched, clipped or
 * not (a lazy image inside the lazy-loading distance of the viewport is), so it stays this small.
 */
const PICTURE_SIZE = { width: 400, height: 400 };

/**
 * The map as Leaflet will first draw it, made of the same tiles at the same places, with the same pin: on screen
 * from the page's first HTML (it is prerendered) and before Leaflet's script has arrived. Leaflet then asks for
 * tiles the browser already has.
 */
const osmLink = <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>;

function MapPicture({ tileUrl, point }: Pick<LocationMapProps, 'tileUrl' | 'point'>) {
  const link = osmLink;
  return (
    <>
      {tilesAround(tileUrl, point, ZOOM_WITH_POINT, PICTURE_SIZE).map((tile) => (
        <img
          key={`${tile.left} ${tile.top}`}
          className={classes.tile}
          src={tile.url}
          alt=""
          width={TILE_SIZE}
          height={TILE_SIZE}
          loading="lazy"
          style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
        />
      ))}
      <span
        className={`${classes.pin} ${classes.picturePin}`}
        style={{ marginLeft: -PIN_ANCHOR[0], marginTop: -PIN_ANCHOR[1] }}
        // Our own constant SVG, the one Leaflet's marker draws.
        dangerouslySetInnerHTML={{ __html: PIN_SVG }}
      />
      <span className={classes.attribution}>
        <Trans>© {link} contributors</Trans>
      </span>
    </>
  );
}

/**
 * A map centred on a grave at zoom 15, with a marker. Until Leaflet has arrived, a picture of the map's first view
 * holds its place, at its size: nothing moves when the map appears.
 */
export function LocationMap(props: LocationMapProps) {
  const { ref, onScreen } = useOnScreen<HTMLElement>();
  const placeholder = (
    <section ref={ref} className={`${classes.map} ${classes.picture}`} aria-label={props.label}>
      <MapPicture tileUrl={props.tileUrl} point={props.point} />
    </section>
  );
  if (!onScreen) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LeafletLocationMap {...props} />
    </Suspense>
  );
}
