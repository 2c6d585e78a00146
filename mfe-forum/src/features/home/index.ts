// The home page: a vehicle type's slug (/{slug}) shows it too.
export { HomePage } from './components/home-page';
