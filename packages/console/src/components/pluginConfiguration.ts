import type { ConfigurationField } from '@sift/api';
import type { RequestedConfiguration } from '@sift/ui';

/** A plugin's requested configuration as the api models it, in the wire shape ui's ConfigurationForm reads (order kept). */
export function toRequestedConfiguration(fields: readonly ConfigurationField[]): RequestedConfiguration {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      {
        type: field.type,
        human_name: field.humanName,
        description: field.description,
        is_optional: field.isOptional,
        is_encrypted: field.isEncrypted,
        default_value: field.defaultValue,
        position: field.position,
        attributes: field.attributes,
        additional_info: field.additionalInfo,
      },
    ]),
  );
}
