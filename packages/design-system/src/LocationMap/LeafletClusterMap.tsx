import { clusterPoints } from '@evergreen/domain/map';
import L from 'leaflet';
import { useEffect, useState } from 'react';
import type { ClusterMapProps } from './ClusterMap';
import clusterClasses from './ClusterMap.module.css';
import { mapClasses, useLeafletMap } from './leaflet';
import { PIN_ANCHOR, PIN_SVG } from './pin';

const FALLBACK_CENTER = { lat: 20, lng: 0 };

/** The map itself, loaded by ClusterMap: a pin per place, a counted circle per group of near pins. */
export default function LeafletClusterMap({ tileUrl, items, label, onSelect, center }: ClusterMapProps) {
  const first = items[0]?.point ?? center ?? FALLBACK_CENTER;
  const { containerRef, map } = useLeafletMap({
    tileUrl,
    center: first,
    zoom: items.length > 0 || center ? 11 : 2,
  });
  const [zoom, setZoom] = useState<number | null>(null);

  // Show every pin (or the searched place) whenever the pins change.
  useEffect(() => {
    if (!map) return;
    if (items.length > 0) {
      map.fitBounds(L.latLngBounds(items.map((item) => [item.point.lat, item.point.lng])), {
        padding: [32, 32],
        maxZoom: 15,
      });
    } else if (center) map.setView([center.lat, center.lng], 11);
    setZoom(map.getZoom());
    const onZoom = () => setZoom(map.getZoom());
    map.on('zoomend', onZoom);
    return () => {
      map.off('zoomend', onZoom);
    };
  }, [map, items, center]);

  useEffect(() => {
    if (!map || zoom === null) return;
    const layer = L.layerGroup().addTo(map);
    for (const cluster of clusterPoints(items, zoom)) {
      const [only] = cluster.items;
      if (cluster.items.length === 1 && only) {
        L.marker([only.point.lat, only.point.lng], {
          icon: L.divIcon({
            html: PIN_SVG,
            className: mapClasses.pin,
            iconSize: [30, 40],
            iconAnchor: [...PIN_ANCHOR],
          }),
          title: only.title,
          alt: only.title,
        })
          .on('click', () => onSelect?.(only.id))
          .addTo(layer);
      } else {
        const count = cluster.items.length;
        L.marker([cluster.center.lat, cluster.center.lng], {
          icon: L.divIcon({
            html: `<span>${count}</span>`,
            className: clusterClasses.cluster,
            iconSize: [36, 36],
          }),
          title: cluster.items.map((item) => item.title).join(', '),
        })
          .on('click', () =>
            map.fitBounds(L.latLngBounds(cluster.items.map((item) => [item.point.lat, item.point.lng])), {
              padding: [48, 48],
            }),
          )
          .addTo(layer);
      }
    }
    return () => {
      layer.remove();
    };
  }, [map, zoom, items, onSelect]);

  return <section ref={containerRef} className={mapClasses.map} aria-label={label} />;
}
