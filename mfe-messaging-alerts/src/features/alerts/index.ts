// What other features of this remote may use of the alerts: the sentence of an alert.
export { AlertSentence } from './components/alert-sentence-view';
export { alertSentence, describeAlert, isValidAlert, UNKNOWN_MEMBER } from './alert-sentence';
