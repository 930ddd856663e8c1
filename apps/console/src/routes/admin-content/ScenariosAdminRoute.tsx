import { useOutletContext } from 'react-router-dom';
import {
  uploadImage,
  useAdminScenarios,
  useCreateScenario,
  useScenarioStatus,
  useUpdateScenario,
} from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { ScenariosAdminScreen, type ScenarioEditorSubmission } from '@orbit/ui';
import { thumbnailUrlOf } from '../thumbnailUrl.ts';
import { useCountryChoices } from '../reports/reportChoices.ts';
import { useSearchState } from '../../urlState.ts';
import { canChangeContent } from './contentAccess.ts';
import { useTablePreferences } from '../../preferences/tablePreferences.ts';
import { contentListCodec } from './contentSearchAddress.ts';

/** The list's search and sort in the address; the sortable columns are the screen's. */
const scenariosListCodec = contentListCodec(['id', 'title', 'time']);

/** The picture goes first (ADR 0031): a failed upload leaves nothing half made, and the save can be retried. */
async function withPicture(
  submission: ScenarioEditorSubmission,
): Promise<ScenarioEditorSubmission['fields'] & { imageKey?: string }> {
  if (!submission.picture) return submission.fields;
  const { imageKey } = await uploadImage('scenarios', submission.picture);
  return { ...submission.fields, imageKey };
}

/** /dash/admin/scenarios: the scenario catalogue with its real calls (docs/domain.md#screens-and-addresses). */
export function ScenariosAdminRoute() {
  const user = useOutletContext<CurrentUser>();
  const [address, setAddress] = useSearchState(scenariosListCodec);
  const [preferences, remember] = useTablePreferences(user.id, 'scenarios');
  const search = address.search;
  const scenarios = useAdminScenarios(search.trim() ? { q: search.trim() } : {});
  const countries = useCountryChoices();
  const create = useCreateScenario();
  const update = useUpdateScenario();
  const status = useScenarioStatus();

  return (
    <ScenariosAdminScreen
      scenarios={scenarios.data?.results}
      loading={scenarios.isPending}
      failed={scenarios.isError && !scenarios.data}
      onRetry={() => void scenarios.refetch()}
      search={search}
      // The list follows the text as it is typed: the address changes in place, not one entry per word.
      onSearchChange={(text) => setAddress({ ...address, search: text }, 'replace')}
      density={preferences.density}
      onDensityChange={(density) => remember({ density })}
      // The address's sort wins; without one, the sort this person chose last.
      sort={address.sort ?? preferences.sort}
      onSortChange={(sort) => {
        setAddress({ ...address, sort }, 'replace');
        remember({ sort });
      }}
      canChange={canChangeContent(user.scope)}
      countries={countries.options}
      countriesLoading={countries.loading}
      countriesError={countries.error}
      thumbnailUrl={thumbnailUrlOf}
      onCreate={async (submission) => {
        const { imageKey, ...fields } = await withPicture(submission);
        if (!imageKey || !fields.gameModel || !fields.version || !fields.minGameVersion || !fields.time) {
          throw new Error('The scenario form sent an incomplete scenario');
        }
        return create.mutateAsync({
          ...fields,
          gameModel: fields.gameModel,
          version: fields.version,
          minGameVersion: fields.minGameVersion,
          time: fields.time,
          languages: fields.languages ?? {},
          sellable: fields.sellable ?? null,
          imageKey,
        });
      }}
      onUpdate={async (scenario, submission) =>
        update.mutateAsync({ id: scenario.id, body: await withPicture(submission) })
      }
      onTranslate={(scenario, texts) =>
        update.mutateAsync({
          id: scenario.id,
          body: { languages: { pt: { title: texts.title, theme: texts.second, description: texts.description } } },
        })
      }
      onToggleActive={(scenario, isActive) => status.mutateAsync({ id: scenario.id, isActive })}
    />
  );
}
