export { WorldMapChart } from '@sift/charts';
