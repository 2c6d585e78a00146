// Trail locations: the panel of one location (reviews, rating, gallery) and the add-location form.
export { LocationPanel } from './components/location-panel';
export { AddLocationButton } from './components/add-location-dialog';
export { LocationTypeIcon } from './components/location-type-icon';
export { useLocationTypes } from './api/location-queries';
