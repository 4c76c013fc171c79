/**
 * ECharts for the lab's plots, only the parts they use (bars, box plots, their axes, legend,
 * tooltip, the fair-share line) and its SVG renderer: crisp at any zoom and the same drawing as
 * the standalone report's inline SVG. Loaded with the lab screen only.
 */
import { BarChart, BoxplotChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, BoxplotChart, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, SVGRenderer]);

export { echarts };
