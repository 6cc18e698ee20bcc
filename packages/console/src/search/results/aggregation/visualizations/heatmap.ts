export { HeatmapChart } from '@sift/charts';
