// The maintenance module's face: the hourly sweeps of every module's expired files and rows.
export { startSweeps } from "./start-sweeps";
