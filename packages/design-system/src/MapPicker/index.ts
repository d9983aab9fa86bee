export { MapPicker, type MapPickerProps } from './MapPicker';
export type { PlaceResult } from './PlaceSearch';
