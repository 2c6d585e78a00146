// Trail locations: the panel of one location (reviews, rating, gallery) and the add-location form.
// Placeholders of the lead's contract commit, replaced by the locations helper.
export { LocationPanel, AddLocationButton, useLocationTypes } from './location-placeholders';
