import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { ContactModule } from '../contact/contact.module';
import { EntitlementsModule } from '../entitlements';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { PaymentsModule } from '../payments/payments.module';
import { AdminEntitlementsController } from './admin-entitlements.controller';
import { AdminEntitlementsService } from './admin-entitlements.service';
import { AdminInquiriesController } from './admin-inquiries.controller';
import { AdminInquiriesService } from './admin-inquiries.service';
import { AdminMailsController } from './admin-mails.controller';
import { FailedMails } from '../mail/failed-mails';
import { AdminMessagesController } from './admin-messages.controller';
import { AdminMessagesService } from './admin-messages.service';
import { AdminPaymentsController } from './admin-payments.controller';
import { AdminPaymentsService } from './admin-payments.service';
import { AuditLog } from './audit-log';
import { StaffController } from './staff.controller';
import { StaffGuard } from './staff.guard';
import { StaffNotes } from './staff-notes';
import { KnownPhones } from './known-phone';
import { PaymentClose } from './payment-close.service';
import { Regrants } from './regrants';
import { StaffDayController } from './staff-day.controller';
import { StaffDayService } from './staff-day.service';

/** The back office's API (/api/admin/*): staff only (STAFF_EMAILS), every action in the audit log. */
@Module({
  imports: [CatalogModule, PaymentsModule, EntitlementsModule, InquiriesModule, ContactModule],
  controllers: [
    StaffController,
    StaffDayController,
    AdminInquiriesController,
    AdminMessagesController,
    AdminPaymentsController,
    AdminEntitlementsController,
    AdminMailsController,
  ],
  providers: [
    StaffGuard,
    AuditLog,
    StaffNotes,
    KnownPhones,
    Regrants,
    PaymentClose,
    StaffDayService,
    AdminInquiriesService,
    AdminMessagesService,
    AdminPaymentsService,
    AdminEntitlementsService,
    FailedMails,
  ],
})
export class AdminModule {}
