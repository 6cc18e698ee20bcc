/** ErrorGettingDataPage in a module of its own, loaded lazily by AppRoot: only a failed user load shows it. */
export { ErrorGettingDataPage as default } from '@sift/ui';
