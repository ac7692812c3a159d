import { validateAssignPackageForm } from '@coachcore/domain';
import type { AssignPackageDto } from '@coachcore/api-client/packages';
import { domainResolver } from '../../components/form';

export interface AssignPackageFormValues {
  packageId: string;
  /** YYYY-MM-DD; blank: today. */
  startDate: string;
}

export const EMPTY_ASSIGN_PACKAGE_FORM: AssignPackageFormValues = { packageId: '', startDate: '' };

export const assignPackageFormResolver = domainResolver<AssignPackageFormValues>(validateAssignPackageForm);

/** A blank start date is left out: the server starts the package today, in the business's time zone. */
export const toAssignPackageBody = (values: AssignPackageFormValues): AssignPackageDto => ({
  packageId: values.packageId,
  ...(values.startDate.trim() ? { startDate: values.startDate.trim() } : {}),
});
