export {
  VisaFitPanel,
  visaFitTones,
  visaFitCheckStatuses,
  visaFitPanelStatuses,
} from './VisaFitPanel';
export type {
  VisaFitPanelProps,
  VisaFitVerdict,
  VisaFitCheck,
  VisaFitRoute,
  VisaFitPanelError,
  VisaFitTone,
  VisaFitCheckStatus,
  VisaFitPanelStatus,
  VisaFitStatusLabels,
} from './VisaFitPanel';
