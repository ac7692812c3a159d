import { splitList, validateExerciseForm, type Difficulty, type ExerciseCategory } from '@coachcore/domain';
import type { CreateExerciseDto } from '@coachcore/api-client/exercises';
import { domainResolver } from '../../components/form';

export interface ExerciseFormValues {
  name: string;
  description: string;
  category: ExerciseCategory | '';
  difficulty: Difficulty | '';
  equipment: string;
  /** Comma separated. */
  muscleGroups: string;
  /** One step per line. */
  instructions: string;
  videoUrl: string;
}

export const emptyExerciseForm = (category: ExerciseCategory | '' = ''): ExerciseFormValues => ({
  name: '',
  description: '',
  category,
  difficulty: '',
  equipment: '',
  muscleGroups: '',
  instructions: '',
  videoUrl: '',
});

export const exerciseFormResolver = domainResolver<ExerciseFormValues>(validateExerciseForm);

export const toExerciseBody = (values: ExerciseFormValues): CreateExerciseDto => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  category: values.category as ExerciseCategory,
  difficulty: values.difficulty || null,
  equipment: values.equipment.trim() || null,
  muscleGroups: splitList(values.muscleGroups),
  instructions: values.instructions
    .split('\n')
    .map((step) => step.trim())
    .filter(Boolean),
  videoUrl: values.videoUrl.trim() || null,
});
