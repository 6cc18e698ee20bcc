export { PieChart } from '@sift/charts';
