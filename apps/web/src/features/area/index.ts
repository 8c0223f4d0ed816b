export { AreaCascader, type TAreaCascaderProps } from './components/area-cascader';
