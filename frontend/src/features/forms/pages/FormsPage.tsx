import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { duplicateTitle, FORM_CATEGORY_LABELS, FORM_MESSAGES } from '@coachcore/domain';
import type { FormResponseDto, FormTemplateResponseDto } from '@coachcore/api-client/forms';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useFormsCreateMutation, useFormsListQuery, useFormsPatchMutation, useFormsRemoveMutation, useFormsStatsQuery, useFormsTemplatesQuery } from '../api';
import { fromTemplate, toDuplicateBody, type FormFormValues } from '../form-form';

const FormEditorDialog = lazyDialog(() => import('../components/FormEditorDialog').then((m) => m.FormEditorDialog));
const FormDetailsDialog = lazyDialog(() => import('../components/FormDetailsDialog').then((m) => m.FormDetailsDialog));

const PAGE_SIZE = 20;

function StatCard({ title, value, testId }: { title: string; value: number | undefined; testId: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ p: 2.5 }}>
      <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 1 }} data-testid={`${testId}-value`}>
        {value ?? <Skeleton width={60} />}
      </Typography>
    </Paper>
  );
}

function TemplateCard({ template, onUse }: { template: FormTemplateResponseDto; onUse: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography sx={{ fontWeight: 700 }}>{template.name}</Typography>
      <Stack direction="row" spacing={1}>
        <Chip size="small" label={FORM_CATEGORY_LABELS[template.category]} />
        <Chip size="small" variant="outlined" label={`${template.fields.length} fields`} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {template.description}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="caption" color="text.secondary">
          Used {template.usageCount} {template.usageCount === 1 ? 'time' : 'times'}
        </Typography>
        <Button size="small" onClick={onUse}>
          Use Template
        </Button>
      </Stack>
    </Paper>
  );
}

/** Forms & Waivers (/forms; document 3 section 2.9): the four stats, the templates, the forms table and its actions. */
export function FormsPage() {
  const runWithToasts = useMutationToasts();
  const [page, setPage] = useState(1);
  const stats = useFormsStatsQuery();
  const templates = useFormsTemplatesQuery();
  const { currentData, isError, error } = useFormsListQuery({ page, limit: PAGE_SIZE });
  const [create] = useFormsCreateMutation();
  const [patch] = useFormsPatchMutation();
  const [remove, removeState] = useFormsRemoveMutation();
  const [creating, setCreating] = useState<{ initial?: FormFormValues } | null>(null);
  const [editing, setEditing] = useState<FormResponseDto | undefined>();
  const [viewing, setViewing] = useState<FormResponseDto | undefined>();
  const [deleting, setDeleting] = useState<FormResponseDto | undefined>();

  const duplicate = (form: FormResponseDto) =>
    runWithToasts(create({ createFormDto: toDuplicateBody(form, duplicateTitle(form.title)) }).unwrap(), {
      success: { title: FORM_MESSAGES.duplicated },
      failure: { fallback: FORM_MESSAGES.duplicateFailed },
    });
  const toggle = (form: FormResponseDto, change: { isActive?: boolean; isRequired?: boolean }) =>
    runWithToasts(patch({ id: form.id, updateFormDto: change }).unwrap(), {
      success: { title: FORM_MESSAGES.updated },
      failure: { fallback: FORM_MESSAGES.updateFailed },
    });
  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await runWithToasts(remove({ id: deleting.id }).unwrap(), {
      success: { title: FORM_MESSAGES.deleted },
      failure: { fallback: FORM_MESSAGES.deleteFailed },
    });
    if (outcome.ok) setDeleting(undefined);
  };

  return (
    <>
      <PageHeader
        title="Forms & Waivers"
        subtitle="Waivers, questionnaires and intake forms your clients fill in and sign on their portal."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating({})}>
            Create Form
          </Button>
        }
      />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard title="Total Forms" value={stats.data?.totalForms} testId="forms-total" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard title="Required Forms" value={stats.data?.requiredForms} testId="forms-required" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard title="Templates Available" value={stats.data?.templatesAvailable} testId="forms-templates" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard title="Submissions This Month" value={stats.data?.submissionsThisMonth} testId="forms-submissions" />
        </Grid>
      </Grid>

      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Your Forms
      </Typography>
      {isError ? (
        <Alert severity="error">{errorMessage(error, FORM_MESSAGES.fetchFailed)}</Alert>
      ) : !currentData ? (
        <Stack spacing={1} aria-busy="true">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : currentData.items.length === 0 ? (
        <EmptyState text={FORM_MESSAGES.none} />
      ) : (
        <>
          <TableContainer component={Paper} variant="outlined">
            <Table aria-label="Forms">
              <TableHead>
                <TableRow>
                  <TableCell>Form</TableCell>
                  <TableCell>Category</TableCell>
                  <TableCell>Fields</TableCell>
                  <TableCell>Required</TableCell>
                  <TableCell>Active</TableCell>
                  <TableCell>Created</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {currentData.items.map((form) => (
                  <TableRow key={form.id} aria-label={form.title}>
                    <TableCell>
                      <Typography sx={{ fontWeight: 600 }}>{form.title}</Typography>
                      {form.description && (
                        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }} noWrap>
                          {form.description}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{FORM_CATEGORY_LABELS[form.category]}</TableCell>
                    <TableCell>{form.fields.length}</TableCell>
                    <TableCell>
                      <Switch
                        checked={form.isRequired}
                        onChange={(_, checked) => toggle(form, { isRequired: checked })}
                        slotProps={{ input: { 'aria-label': `Required: ${form.title}` } }}
                      />
                    </TableCell>
                    <TableCell>
                      <Switch
                        checked={form.isActive}
                        onChange={(_, checked) => toggle(form, { isActive: checked })}
                        slotProps={{ input: { 'aria-label': `Active: ${form.title}` } }}
                      />
                    </TableCell>
                    <TableCell>{new Date(form.createdAt).toLocaleDateString()}</TableCell>
                    <TableCell align="right">
                      <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                        <Button size="small" onClick={() => setViewing(form)}>
                          View
                        </Button>
                        <Button size="small" onClick={() => setEditing(form)}>
                          Edit
                        </Button>
                        <Button size="small" onClick={() => duplicate(form)}>
                          Duplicate
                        </Button>
                        <Button size="small" color="error" onClick={() => setDeleting(form)}>
                          Delete
                        </Button>
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <ListPagination page={page} total={currentData.total} limit={PAGE_SIZE} onChange={setPage} label="Form pages" />
        </>
      )}

      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
        Templates
      </Typography>
      {templates.isError ? (
        <Alert severity="error">{errorMessage(templates.error, FORM_MESSAGES.templatesFailed)}</Alert>
      ) : !templates.data ? (
        <Skeleton variant="rounded" height={120} />
      ) : templates.data.length === 0 ? (
        <EmptyState text={FORM_MESSAGES.noTemplates} />
      ) : (
        <Grid container spacing={2} component="ul" aria-label="Templates" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {templates.data.map((template) => (
            <Grid key={template.id} size={{ xs: 12, sm: 6, md: 4 }} component="li" aria-label={template.name}>
              <TemplateCard template={template} onUse={() => setCreating({ initial: fromTemplate(template) })} />
            </Grid>
          ))}
        </Grid>
      )}

      <FormEditorDialog open={!!creating || !!editing} form={editing} initial={creating?.initial} onClose={() => (setCreating(null), setEditing(undefined))} />
      {viewing && <FormDetailsDialog open={!!viewing} form={viewing} onClose={() => setViewing(undefined)} />}
      <ConfirmDialog
        open={!!deleting}
        title="Delete Form"
        text={deleting ? `Delete ${deleting.title}? Its submissions are deleted with it. This cannot be undone.` : ''}
        confirmLabel="Delete"
        busy={removeState.isLoading}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
