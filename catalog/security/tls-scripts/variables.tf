# ---------------------------------------------------------------------------------------------------------------------
# REQUIRED PARAMETERS
# ---------------------------------------------------------------------------------------------------------------------

variable "ca_common_name" {
  description = "Common name (CN) of the self-signed certificate authority, e.g. `Acme Internal CA`. Clients see it when they inspect the chain."
  type        = string
}

variable "common_name" {
  description = "Common name (CN) of the TLS certificate the CA signs, usually the main DNS name of the service, e.g. `kafka.internal.example.com`. Modern clients check `dns_names` rather than the CN, so list the name there too."
  type        = string
}

variable "organization_name" {
  description = "Organization (O) field of both the CA and the TLS certificate subject."
  type        = string
}

variable "keystore_password" {
  description = "Password protecting the Java KeyStore and the private key inside it. Java services need it at startup, so keep it in a secret store such as Secrets Manager rather than in code."
  type        = string
  sensitive   = true
  nullable    = false

  validation {
    condition     = length(var.keystore_password) >= 6
    error_message = "keystore_password must be at least 6 characters, the minimum keytool accepts."
  }
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: CERTIFICATE CONTENTS
# ---------------------------------------------------------------------------------------------------------------------

variable "dns_names" {
  description = "DNS names the certificate is valid for (Subject Alternative Names), e.g. `[\"kafka.internal.example.com\", \"*.kafka.internal.example.com\"]`."
  type        = list(string)
  default     = []
}

variable "ip_addresses" {
  description = "IP addresses the certificate is valid for (Subject Alternative Names). `127.0.0.1` lets local health checks connect over TLS."
  type        = list(string)
  default     = ["127.0.0.1"]
}

variable "subject" {
  description = "Optional extra subject fields for the CA and the certificate."
  type = object({
    country             = optional(string)
    province            = optional(string)
    locality            = optional(string)
    organizational_unit = optional(string)
  })
  default = {}
}

variable "ca_validity_period_hours" {
  description = "How long the CA certificate is valid, in hours. The default is 10 years (87,600 hours); every certificate it signs becomes untrusted when it expires."
  type        = number
  default     = 87600

  validation {
    condition     = var.ca_validity_period_hours > 0
    error_message = "ca_validity_period_hours must be positive."
  }
}

variable "validity_period_hours" {
  description = "How long the TLS certificate is valid, in hours. The default is one year (8,760 hours)."
  type        = number
  default     = 8760

  validation {
    condition     = var.validity_period_hours > 0
    error_message = "validity_period_hours must be positive."
  }
}

variable "private_key_algorithm" {
  description = "Algorithm of the CA and certificate private keys: `RSA` or `ECDSA`. RSA has the widest client support, including older Java versions."
  type        = string
  default     = "RSA"

  validation {
    condition     = contains(["RSA", "ECDSA"], var.private_key_algorithm)
    error_message = "private_key_algorithm must be RSA or ECDSA."
  }
}

variable "rsa_bits" {
  description = "Size of RSA keys, in bits. Ignored for ECDSA."
  type        = number
  default     = 2048

  validation {
    condition     = contains([2048, 3072, 4096], var.rsa_bits)
    error_message = "rsa_bits must be 2048, 3072 or 4096."
  }
}

variable "ecdsa_curve" {
  description = "Elliptic curve of ECDSA keys. Ignored for RSA."
  type        = string
  default     = "P256"

  validation {
    condition     = contains(["P224", "P256", "P384", "P521"], var.ecdsa_curve)
    error_message = "ecdsa_curve must be P224, P256, P384 or P521."
  }
}

variable "allowed_uses" {
  description = "Key usages of the TLS certificate. Add `client_auth` for mutual TLS."
  type        = list(string)
  default = [
    "key_encipherment",
    "digital_signature",
    "server_auth",
  ]
}

# ---------------------------------------------------------------------------------------------------------------------
# OPTIONAL PARAMETERS: KEY STORES, UPLOADS AND DOWNLOADS
# ---------------------------------------------------------------------------------------------------------------------

variable "output_dir" {
  description = "Local directory the CA certificate, the TLS certificate and key, and the key stores are written to. Keep it out of version control."
  type        = string
  default     = "./tls"
  nullable    = false
}

variable "generate_java_keystore" {
  description = "Generate a Java KeyStore holding the TLS certificate and private key, and a TrustStore holding the CA certificate, for Java services such as Kafka, ZooKeeper or Elasticsearch."
  type        = bool
  default     = true
}

variable "keystore_type" {
  description = "Format of the KeyStore and TrustStore files. `PKCS12` is the default keystore type since Java 9; use `JKS` only for older Java versions."
  type        = string
  default     = "PKCS12"

  validation {
    condition     = contains(["PKCS12", "JKS"], var.keystore_type)
    error_message = "keystore_type must be PKCS12 or JKS."
  }
}

variable "truststore_password" {
  description = "Password of the TrustStore. `null` reuses `keystore_password`."
  type        = string
  default     = null
  sensitive   = true
}

variable "upload_to_acm" {
  description = "Import the TLS certificate into AWS Certificate Manager, e.g. to attach it to an internal ALB. ACM does not renew imported certificates."
  type        = bool
  default     = false
}

variable "upload_to_iam" {
  description = "Upload the TLS certificate to IAM as a server certificate, for services or regions that do not accept ACM certificates."
  type        = bool
  default     = false
}

variable "download_rds_ca_bundle" {
  description = "Download the Amazon RDS CA bundle into `output_dir`, so clients can verify TLS connections to RDS and Aurora."
  type        = bool
  default     = false
}

variable "rds_ca_bundle_region" {
  description = "Region of the RDS CA bundle to download. `null` downloads the global bundle, which covers every commercial region."
  type        = string
  default     = null
}

variable "tags" {
  description = "Tags applied to certificates uploaded to ACM or IAM."
  type        = map(string)
  default     = {}
}
