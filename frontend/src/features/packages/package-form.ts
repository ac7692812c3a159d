import { cleanFeatures, PACKAGE_LIMITS, validatePackageForm, type PackageBillingInterval } from '@coachcore/domain';
import type { CoachingPackageResponseDto, CreateCoachingPackageDto } from '@coachcore/api-client/packages';
import { domainResolver } from '../../components/form';

export interface PackageFormValues {
  name: string;
  description: string;
  /** As typed; sent as a number. */
  price: string;
  duration: string;
  features: string[];
  /** Blank: unlimited. */
  maxClients: string;
  /** Billing: 'one-off', or month / year (renews every period). */
  billing: PackageBillingInterval | 'one-off';
}

export const EMPTY_PACKAGE_FORM: PackageFormValues = {
  name: '',
  description: '',
  price: '',
  duration: String(PACKAGE_LIMITS.defaultDuration),
  features: [],
  maxClients: '',
  billing: 'one-off',
};

export const toPackageForm = (coachingPackage: CoachingPackageResponseDto): PackageFormValues => ({
  name: coachingPackage.name,
  description: coachingPackage.description ?? '',
  price: coachingPackage.price.toFixed(2),
  duration: String(coachingPackage.duration),
  features: [...coachingPackage.features],
  maxClients: coachingPackage.maxClients == null ? '' : String(coachingPackage.maxClients),
  billing: coachingPackage.billingInterval ?? 'one-off',
});

export const packageFormResolver = domainResolver<PackageFormValues>(validatePackageForm);

/** The body of POST /api/coaching-packages (and of the edit): price and duration as numbers, blank max clients as null. */
export const toPackageBody = (values: PackageFormValues): CreateCoachingPackageDto => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  price: Number(values.price.trim()),
  duration: Number(values.duration.trim()),
  features: cleanFeatures(values.features),
  maxClients: values.maxClients.trim() ? Number(values.maxClients.trim()) : null,
  billingInterval: values.billing === 'one-off' ? null : values.billing,
});
