// Drawn inline and bundled: the marker never depends on a CDN being reachable. Leaflet's marker and the map's
// picture before Leaflet (LocationMap) draw the same one.
export const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 32" width="30" height="40" aria-hidden="true">' +
  '<path fill="currentColor" stroke="white" stroke-width="1.5" d="M12 1C6 1 1.5 5.5 1.5 11.3 1.5 19 12 31 12 31s10.5-12 10.5-19.7C22.5 5.5 18 1 12 1z"/>' +
  '<circle cx="12" cy="11.5" r="4" fill="white"/></svg>';

/** Where the pin's tip is, from its top left corner: on the grave. */
export const PIN_ANCHOR = [15, 40] as const;

/** The tiles' link in their attribution (LocationMap's picture and Leaflet's control say the same message). */
export const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
