// framer-motion's animation features, fetched as their own chunk the first time something moves.
export { domAnimation } from 'framer-motion';
