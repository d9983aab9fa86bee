export { ClusterMap, type ClusterMapItem, type ClusterMapProps } from './ClusterMap';
export { LocationMap, type LocationMapProps } from './LocationMap';
