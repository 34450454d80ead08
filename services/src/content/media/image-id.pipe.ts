import { Injectable, type PipeTransform } from '@nestjs/common';
import { InputValidationException } from '../../common/validation';
import { IMAGE_ID } from './content-images.service';

/**
 * An image id from the address: the shape ids are made in (IMAGE_ID), or 400 naming `id`. Not a
 * UUID check: uploads get UUIDs, but the images seeded with the site's content have readable ids
 * (`ukweli-cover`, ...) that its case studies and articles still name, and the editor shows those too.
 */
@Injectable()
export class ImageIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!IMAGE_ID.test(value)) throw new InputValidationException({ id: ['Not an image id: lower-case letters, digits and dashes, at most 80'] });
    return value;
  }
}
