export { SetupWizardLauncher } from './components/SetupWizardLauncher';
