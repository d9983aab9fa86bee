export { ClusterMap, type ClusterMapItem, type ClusterMapProps } from './ClusterMap';
