// The grid feature (trading-core §2 "Grid view"): the app renders GridView in the market page's
// grid slot; price clicks go to lib/market BetRequestContext (the betting feature).
export { GridView } from './components/grid-view';
export { GridRowRenderProbeContext, type GridRowRenderProbe } from './model/row-render-probe';
